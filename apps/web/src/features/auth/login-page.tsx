import { type LoginBody, loginBodySchema } from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import { Brand } from '../../components/layout/brand.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { sayCode } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/toast.tsx';

/** Where the guard sent the user from, if anywhere (it passes `{from: location}` as state). */
export function requestedPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.root;
  const from = state.from;
  if (
    typeof from !== 'object' ||
    from === null ||
    !('pathname' in from) ||
    typeof from.pathname !== 'string'
  ) {
    return paths.root;
  }
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  return from.pathname === paths.login ? paths.root : `${from.pathname}${search}`;
}

/** Sign-in (docs/product.md#sign-in, docs/product.md#validation). */
export function LoginPage() {
  const { state, login } = useAuth();
  const location = useLocation();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  if (state.status === 'loading') return <PageSpinner />;
  // Signed in (already, or just now): back to the requested path, else home (docs/product.md#sign-in).
  if (state.status === 'authenticated') return <Navigate to={requestedPath(location.state)} replace />;

  const handleSubmit = form.handleSubmit(async (values) => {
    const answer = await login(values.username, values.password);
    // Any login failure reads 'Invalid credentials' (docs/product.md#messages); on success the auth state change
    // re-renders this page into the redirect above.
    if (!answer.success) toast.error(sayCode('invalidCredentials'));
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-court-800 to-court-600 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl">
        <Brand className="text-2xl text-court-800" />
        <h1 className="mt-6 text-xl font-semibold text-slate-900">
          <Trans>Sign in</Trans>
        </h1>
        <form className="mt-6 flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
          <TextField
            label={i18n._(msg`Username`)}
            autoComplete="username"
            autoFocus
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            label={i18n._(msg`Password`)}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="lg" loading={isSubmitting} className="mt-2 w-full">
            <Trans>Sign in</Trans>
          </Button>
        </form>
      </div>
    </main>
  );
}
