import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CareersApp } from './careers-app';
import type { PageData } from './types';
import './careers.css';

// The server writes the page's data (the API's answers) into the page, so
// the first render needs no request; without it the pages load it.
function pageData(): PageData | undefined {
  const el = document.getElementById('careers-data');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as PageData;
  } catch {
    return undefined;
  }
}

const root = document.getElementById('root');
if (root) {
  // The server's rendering of the page is replaced by React's, which is
  // the same markup (internal/careers/templates.go) plus what needs script.
  createRoot(root).render(
    <StrictMode>
      <CareersApp pathname={window.location.pathname} data={pageData()} />
    </StrictMode>,
  );
}
