// The stylesheet loads with the page so the first paint is already branded and stable.
import './styles.css';

// Module Federation negotiates shared singletons before any of them is evaluated, so the app itself
// starts behind this async boundary. Its code is bundled into the start-up chunk with the shared
// libraries (see HOST_STARTUP_CHUNK in deploy/build/create-app-config.ts).
import('./bootstrap');
