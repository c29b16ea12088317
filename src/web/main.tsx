import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The shell arrives with the web issue; until then the page says what the server offers.
function Placeholder() {
  return (
    <main style={{ font: '16px system-ui', maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem' }}>
      <h1>Funnel luce e gas</h1>
      <p>
        Il server è attivo. L&apos;interfaccia del funnel è in preparazione: le API sono su{' '}
        <code>/api/v1</code>.
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
