import { isCourtRole } from '@bandeja/contract/plain';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/auth.tsx';

/**
 * /connect-tv?code=… — where a TV's pairing QR code leads (docs/displays.md). Behind the login
 * guard: a court user continues on the court dashboard, an admin on the Courts page, each with the
 * 'Connect a TV' dialog open and the code filled in.
 */
export function ConnectTvPage() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const home = isCourtRole(user.role) ? paths.dashboard : paths.admin.courts;
  return <Navigate to={`${home}?connect=${encodeURIComponent(code)}`} replace />;
}
