import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@livra/shared/auth';
import { MESSAGES } from '@livra/shared/messages';
import { ROLE_HOMES } from '@livra/shared/roles';
import type { z } from '@livra/shared/zod';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { fieldProps, FormField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { FormError } from '../../auth/components/form-error';
import { PasswordInput } from '../../auth/components/password-input';
import { useDriverSignIn } from '../api';
import { DriverForgotPasswordDialog } from '../components/forgot-password-dialog';

/** `/driver/login`: the drivers' own sign-in (spec 01 §5 rules checked by the server). */
export default function DriverLoginPage() {
  useDocumentTitle('Connexion livreur');
  const { user } = useSession();
  const navigate = useNavigate();
  const signIn = useDriverSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // A driver already signed in goes to work (anyone else may sign in here as a driver).
  if (user?.role === 'driver' && !signIn.isSuccess) return <Navigate to={ROLE_HOMES.driver} replace />;

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (signedIn) => {
        toast.success(MESSAGES.welcome(signedIn.name));
        void navigate('/driver-dashboard', { replace: true });
      },
      onError: (error) => {
        const message = errorMessage(error, MESSAGES.signinUnexpected);
        form.setError('root', { message });
        toast.error(MESSAGES.errorTitle, { description: message });
      },
    }),
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Bike aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-bold leading-tight">Connexion livreur</h1>
          <CardDescription>Votre espace pour prendre le service, accepter des commandes et les livrer.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id="driver-email" label="Email" error={errors.email?.message}>
              <Input
                {...fieldProps('driver-email', errors.email?.message)}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="vous@exemple.com"
                className="h-12 text-base"
                {...form.register('email')}
              />
            </FormField>
            <FormField id="driver-password" label="Mot de passe" error={errors.password?.message}>
              <PasswordInput
                {...fieldProps('driver-password', errors.password?.message)}
                autoComplete="current-password"
                className="h-12 text-base"
                {...form.register('password')}
              />
            </FormField>
            <div className="-mt-1 flex justify-end">
              <button type="button" onClick={() => setForgotOpen(true)} className="min-h-11 text-sm font-medium text-primary hover:underline">
                Mot de passe oublié ?
              </button>
            </div>
            <FormError message={errors.root?.message} />
            <Button type="submit" size="lg" className="h-14 text-lg" loading={signIn.isPending}>
              Se connecter
            </Button>
          </form>
          <div className="mt-6 space-y-2 border-t pt-4 text-center text-sm text-muted-foreground">
            <p>
              Pas encore livreur ?{' '}
              <Link to="/devenir-conducteur" className="inline-block min-h-11 content-center font-medium text-primary hover:underline">
                Devenir livreur
              </Link>
            </p>
            <p>
              Vous êtes client ?{' '}
              <Link to="/login" className="inline-block min-h-11 content-center font-medium text-primary hover:underline">
                Connexion client
              </Link>
            </p>
          </div>
        </CardContent>
      </Card>
      <DriverForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} email={form.watch('email')} />
    </div>
  );
}
