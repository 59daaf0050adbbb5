/**
 * The admin app (react-admin): wiring only. It is mounted twice from the same resources:
 * - `panel`: the spec's Admin Panel inside the dashboard (the four catalogue tabs);
 * - `console`: full-screen at /admin, adding documents, reports, requests (and their most wanted
 *   per subject), feedback and users.
 * Loaded lazily by the router: student pages never download react-admin.
 */
import { useTheme } from '@mui/material/styles';
import { Route } from 'react-router-dom';
import { Admin, Resource, localStorageStore, memoryStore } from 'react-admin';
import { paths } from '@/config/paths';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { ConsoleLayout, consoleTheme } from './layout/console-layout';
import { PanelLayout } from './layout/panel-layout';
import { ToastNotification } from './layout/toast-notification';
import { CATALOGUE_KINDS } from './catalogue/catalogue-kinds';
import { catalogueResource } from './catalogue/catalogue-resource';
import { documents } from './resources/documents';
import { feedbacks } from './resources/feedbacks';
import { reports } from './resources/reports';
import { requests } from './resources/requests';
import { MostWantedList } from './resources/requests/request-list';
import { users } from './resources/users';

// The panel keeps its list settings for the visit; the console remembers them.
const panelStore = memoryStore();
const consoleStore = localStorageStore(undefined, 'papershelf-admin');

// One resource per catalogue kind (colleges, courses, branches, subjects), stamped from the chain.
const catalogue = CATALOGUE_KINDS.map((kind) => (
  <Resource key={kind.resource} name={kind.resource} {...catalogueResource(kind)} />
));

export function AdminPanel() {
  // The dashboard's own theme: the panel is a page of the student app.
  const theme = useTheme();
  return (
    <Admin
      basename={paths.dashboard.admin.getHref()}
      dataProvider={dataProvider}
      authProvider={authProvider}
      layout={PanelLayout}
      notification={ToastNotification}
      store={panelStore}
      theme={theme}
      darkTheme={null}
      disableTelemetry
    >
      {catalogue}
    </Admin>
  );
}

export function AdminConsole() {
  return (
    <Admin
      basename={paths.adminConsole.getHref()}
      title="PaperShelf console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
      loginPage={false}
      layout={ConsoleLayout}
      notification={ToastNotification}
      store={consoleStore}
      theme={consoleTheme}
      darkTheme={null}
      disableTelemetry
    >
      {catalogue}
      <Resource name="documents" {...documents} />
      <Resource name="reports" {...reports} />
      <Resource name="requests" {...requests}>
        <Route path="most-wanted" element={<MostWantedList />} />
      </Resource>
      <Resource name="feedbacks" {...feedbacks} />
      <Resource name="users" {...users} />
    </Admin>
  );
}
