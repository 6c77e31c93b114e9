import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import CloseAccount from '../../features/privacy/components/CloseAccount.jsx';
import DownloadMyData from '../../features/privacy/components/DownloadMyData.jsx';
import PhoneSettings from '../../features/phone/components/PhoneSettings.jsx';

/**
 * /account: the signed-in consultee's or consultant's settings and data: their phone (verified, texts on
 * or off), download it all, or close the account.
 */
export default function AccountDataPage() {
  const { _ } = useLingui();
  return (
    <>
      <PageHeader title={_('privacy.page.title')} lead={_('privacy.page.lead')} />
      <section className="section">
        <Container className="narrow">
          <PhoneSettings />
          <DownloadMyData />
          <CloseAccount />
        </Container>
      </section>
    </>
  );
}
