import Container from 'react-bootstrap/Container';

/** The band at the top of a content page: its title and an optional lead sentence. */
export default function PageHeader({ title, lead, children }) {
  return (
    <header className="page-header">
      <Container>
        <h1 className="page-title">{title}</h1>
        {lead && <p className="lead mb-0">{lead}</p>}
        {children}
      </Container>
    </header>
  );
}
