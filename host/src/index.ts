// The design system's stylesheet, then the shell's: the host server inlines both into the page, so
// the first paint is already styled (the shop's tokens and fonts come with the page too).
import '@portal/shared/ui/design-system.css';
import './styles.css';

// Module Federation negotiates shared singletons before any of them is evaluated, so the app itself
// starts behind this async boundary. Its code is bundled into this entry's file with the shared
// libraries (see HOST_MAIN_CHUNK in deploy/build/create-app-config.ts).
import('./bootstrap');
