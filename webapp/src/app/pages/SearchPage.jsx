import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import ConsultantBrowser from '../../features/search/ConsultantBrowser.jsx';
import { useCategories } from '../../features/categories/categoriesApi.js';

/** /searchconsultant/{categoryId?}: browse consultants, optionally starting from one category. */
export default function SearchPage() {
  const { _ } = useLingui();
  const params = useParams();
  const categoryId = (params['*'] ?? '').split('/')[0];
  const { categories } = useCategories();
  const current = categories.find((c) => String(c.id) === categoryId);
  return (
    <>
      <PageHeader title={current ? current.name : _('public.search.title')} lead={_('public.search.lead')} />
      <section className="section">
        <Container>
          <ConsultantBrowser categories={categories} initialCategory={categoryId} />
        </Container>
      </section>
    </>
  );
}
