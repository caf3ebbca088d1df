// Guard of a role dashboard: a user lacking its roles (read from local data, so offline too) goes to /dashboard.
import { Navigate, Outlet } from 'react-router-dom';
import { hasAnyRole, type Role } from '../../auth/roles';
import { useRoles } from '../../auth/use-roles';
import { PageLoading } from '../../ui/page-loading';

export function RoleGate({ anyOf }: { anyOf: readonly Role[] }) {
  const { roles, ready } = useRoles();
  if (!ready) return <PageLoading />;
  if (!hasAnyRole(roles, anyOf)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
