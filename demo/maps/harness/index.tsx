import { createRoot } from 'react-dom/client';
import { Harness } from './Harness';

const apiKey = new URLSearchParams(window.location.search).get('key') ?? 'demo-maps-key';
createRoot(document.getElementById('harness')!).render(<Harness apiKey={apiKey} />);
