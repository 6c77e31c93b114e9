// The public pages in Sinhala and Tamil: their own words, the numbers of the policies unchanged, and
// the data (category names) as the server sends it.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { inLanguage, mockFetch, renderWithStore } from '../../test/utils.jsx';
import HomePage from './HomePage.jsx';
import PolicyPage from './PolicyPage.jsx';
import ServicesPage from './ServicesPage.jsx';
import ErrorPage from './ErrorPage.jsx';
import { FAQ } from './faq.js';

const categories = [{ id: 1, name: 'Lawyer', thumbnail: null }];

describe('the public pages in Sinhala and Tamil', () => {
  it('shows Home in Sinhala, the launch categories named in Sinhala', async () => {
    mockFetch((url) => (url.includes('/consultantCategory') ? [200, categories] : [200, []]));
    await inLanguage('si', ['public']);
    renderWithStore(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ඔබ කොතැන සිටියත්, විශේෂඥ උපදෙස් මුහුණට මුහුණ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'මට උපදේශකයෙකු වීමට අවශ්‍යයි' })).toHaveAttribute('href', '/signupconsultant');
    expect(screen.getByRole('link', { name: 'මට උපදෙස් ලබා ගැනීමට අවශ්‍යයි' })).toHaveAttribute('href', '/signupconsultee');
    expect(screen.getByText('පියවර 1')).toBeInTheDocument();
    expect(screen.getByText('පැය 24කට වඩා කලින් අවලංගු කළහොත් සම්පූර්ණ මුදල ආපසු ලැබේ.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('උපදේශකයාගේ නම මෙහි ටයිප් කරන්න...')).toHaveAccessibleName('නම අනුව උපදේශකයින් සොයන්න');
    expect(await screen.findByRole('link', { name: 'නීතිඥ' })).toHaveAttribute('href', '/searchconsultant/1');
  });

  it('states the refund rules in Tamil with the same numbers and the company’s address filled in', async () => {
    mockFetch(() => [200, []]);
    await inLanguage('ta', ['public', 'policies']);
    renderWithStore(<PolicyPage name="refund" />);
    expect(screen.getByRole('heading', { level: 1, name: 'பணத்தைத் திருப்பியளிக்கும் கொள்கை' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. 24 மணிநேரத்திற்கு மேல் முன்னதாக இரத்துச் செய்தல்' })).toBeInTheDocument();
    const technical = screen.getByRole('heading', { name: '6. தொழில்நுட்பக் கோளாறுகள்' }).closest('section');
    expect(within(technical).getByText(/7 நாட்களுக்குள்/)).toHaveTextContent('30 நாட்களுக்குள்');
    expect(screen.getByText(/support@cerebro\.lk/)).toBeInTheDocument();
    expect(screen.getByText(/காணொளிச் சேவையே பதிவு செய்யும் இடங்களில்/)).toBeInTheDocument(); // the video service's record decides
    expect(screen.getByText('இறுதியாகப் புதுப்பிக்கப்பட்டது: 1 ஜனவரி 2025')).toBeInTheDocument();
  });

  it('asks and answers the ten questions of the Services page in Sinhala', async () => {
    mockFetch(() => [200, []]);
    await inLanguage('si', ['public', 'policies']);
    renderWithStore(<ServicesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'අපගේ සේවා' })).toBeInTheDocument();
    expect(FAQ[0].q).toBe('උපදේශන සැසියක් වෙන්කරවා ගන්නේ කෙසේද?');
    for (const item of FAQ) expect(screen.getByRole('button', { name: item.q })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ඔව්, මෙය ප්‍රයෝජනවත් විය' })).toHaveLength(10);
  });

  it('links the hotline and the mailbox inside the error page’s help, in English as before and in Tamil', async () => {
    renderWithStore(<ErrorPage />);
    const help = screen.getByText(/If you were booking, check/);
    expect(help).toHaveTextContent(
      'If you were booking, check My Invoice on your dashboard: a booking waiting for payment can be paid or cancelled there. If the problem continues, call us on +94 11 234 5678 or write to support@cerebro.lk.',
    );
    expect(within(help).getByRole('link', { name: '+94 11 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
    await inLanguage('ta', ['public']);
    expect(screen.getByRole('link', { name: 'support@cerebro.lk' })).toHaveAttribute('href', 'mailto:support@cerebro.lk');
    expect(screen.getByText('எனது விலைப்பட்டியல்').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'முகப்புக்குச் செல்லுங்கள்' })).toHaveAttribute('href', '/');
  });
});
