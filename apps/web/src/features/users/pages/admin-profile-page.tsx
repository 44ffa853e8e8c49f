import { PageHeader } from '@/components/page-header';
import { ChangePasswordCard } from '@/features/auth/components/change-password-form';
import { ProfileSections } from '@/features/customers/components/profile-sections';

export default function AdminProfilePage() {
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Administration"
        title="Mon profil"
        description="Votre compte administrateur : photo, coordonnées et mot de passe."
      />
      <ProfileSections />
      <ChangePasswordCard />
    </div>
  );
}
