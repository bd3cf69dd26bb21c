import { ApiProvider } from '@juzuo/api-client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { api } from './lib/api';
import { registerServiceWorker } from './lib/serviceWorker';
import './styles.css';

const router = createAppRouter();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider client={api}>
      <RouterProvider router={router} />
    </ApiProvider>
  </StrictMode>,
);
