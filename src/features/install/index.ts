// What other features may use of installing the app: its install button (the landing page's).
export { InstallAppButton } from './install-app-button.tsx';
