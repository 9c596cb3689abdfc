/** Routes of the integration settings (admin): API keys, webhooks and a webhook's delivery log. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { ApiKeysPage } from './ApiKeysPage';
import { WebhookDeliveriesPage } from './WebhookDeliveriesPage';
import { WebhooksPage } from './WebhooksPage';

export const integrationRoutes = (
  <>
    <Route
      path="/settings/api-keys"
      element={
        <RequirePermission permission="api-keys:manage">
          <ApiKeysPage />
        </RequirePermission>
      }
    />
    <Route
      path="/settings/webhooks"
      element={
        <RequirePermission permission="webhooks:manage">
          <WebhooksPage />
        </RequirePermission>
      }
    />
    <Route
      path="/settings/webhooks/:id"
      element={
        <RequirePermission permission="webhooks:manage">
          <WebhookDeliveriesPage />
        </RequirePermission>
      }
    />
  </>
);
