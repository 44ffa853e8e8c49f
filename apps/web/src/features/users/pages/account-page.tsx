import { PageHeader } from '@/components/page-header';
import { ChangePasswordCard } from '@/features/auth/components/change-password-form';
import { ProfileSections } from '@/features/customers/components/profile-sections';
import { useSession } from '@/lib/auth';

const HEADERS = {
  admin: {
    eyebrow: 'Administration',
    description: 'Votre compte administrateur : photo, coordonnées et mot de passe.',
  },
  partner: {
    eyebrow: 'Espace partenaire',
    description: 'Votre compte personnel, à côté du profil de votre commerce : photo, coordonnées et mot de passe.',
  },
} as const;

/** The admin's and the partner's own account (spec 02 §2: name, phone, photo, password). */
export default function AccountPage() {
  const { user } = useSession();
  const header = HEADERS[user?.role === 'partner' ? 'partner' : 'admin'];
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={header.eyebrow} title="Mon profil" description={header.description} />
      <ProfileSections />
      <ChangePasswordCard />
    </div>
  );
}
