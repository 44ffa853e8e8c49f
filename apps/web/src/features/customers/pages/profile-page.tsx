import { PageHeader } from '@/components/page-header';
import { ChangePasswordCard } from '@/features/auth/components/change-password-form';
import { ProfileSections } from '../components/profile-sections';

export default function ProfilePage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Mon profil" description="Vos informations personnelles et la sécurité de votre compte." />
      <ProfileSections />
      <ChangePasswordCard />
    </div>
  );
}
