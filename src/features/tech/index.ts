// What other features may use of tech connections: the grid of connection cards (the API Integrations page lists its own).
export { ConnectionsGrid } from './components/connections-grid.tsx';
