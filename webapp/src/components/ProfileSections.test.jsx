// The personal details both profile forms share, in Tamil: labels, choices, hints and checks.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import * as Yup from 'yup';
import { inLanguage, render } from '../test/utils.jsx';
import { countryName, EMPTY_PERSON, GENDERS, PERSON_MESSAGES, personRules } from '../lib/personalDetails.js';
import { PersonalDetailsCard, ProfilePictureCard } from './ProfileSections.jsx';

function PersonalDetailsForm() {
  return (
    <Formik initialValues={EMPTY_PERSON} validationSchema={Yup.object(personRules(new Date('2030-01-01')))} onSubmit={() => {}}>
      <Form noValidate>
        <PersonalDetailsCard shownTo="consultants" genders={GENDERS} maxBirthday="2012-01-01" />
        <ProfilePictureCard image={{ url: null, busy: false, error: null }} onChoose={() => {}} />
        <button type="submit">submit</button>
      </Form>
    </Formik>
  );
}

describe('the personal details in Tamil', () => {
  it('labels the fields, the choices and the hints in Tamil', async () => {
    await inLanguage('ta', ['profile']);
    render(<PersonalDetailsForm />);
    expect(screen.getByRole('heading', { name: 'தனிப்பட்ட விவரங்கள்' })).toBeInTheDocument();
    expect(screen.getByLabelText('முதல் பெயர்')).toBeInTheDocument();
    expect(screen.getByLabelText('கடைசிப் பெயர்')).toBeInTheDocument();
    expect(screen.getByLabelText('பிறந்த திகதி')).toHaveAccessibleDescription('உங்களுக்கு 18 அல்லது அதற்கு மேற்பட்ட வயது இருக்க வேண்டும்.');
    expect(screen.getByLabelText('காட்சிப் பெயர்')).toHaveAccessibleDescription(/^ஆலோசகர்களுக்குக் காட்டப்படும்\./);
    expect(screen.getByRole('group', { name: 'பால்' })).toBeInTheDocument();
    expect(screen.getByLabelText('ஆண்')).toBeInTheDocument();
    expect(screen.getByLabelText('பெண்')).toBeInTheDocument();
    expect(screen.getByLabelText('படம்')).toHaveAccessibleDescription('PNG அல்லது JPEG, அதிகபட்சம் 5 MB.');
  });

  it('says what is missing in Tamil', async () => {
    await inLanguage('ta', ['profile']);
    const user = userEvent.setup();
    render(<PersonalDetailsForm />);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('முதல் பெயரை வெறுமையாக விட முடியாது')).toBeInTheDocument();
    expect(screen.getByText('தயவுசெய்து உங்கள் பாலைத் தெரிவுசெய்யுங்கள்')).toBeInTheDocument();
  });

  it('reads the shared messages and country names in the language of the moment', async () => {
    expect(PERSON_MESSAGES.underAge).toBe('You must be at least 18 years old to use Cerebro');
    expect(countryName('India')).toBe('India');
    await inLanguage('ta', ['profile']);
    expect(PERSON_MESSAGES.underAge).toBe('Cerebro ஐப் பயன்படுத்த உங்களுக்குக் குறைந்தது 18 வயது இருக்க வேண்டும்');
    expect(countryName('India')).toBe('இந்தியா');
    expect(countryName('Maldives')).toBe('Maldives');
    expect(GENDERS.map((g) => g.label)).toEqual(['ஆண்', 'பெண்']);
  });
});
