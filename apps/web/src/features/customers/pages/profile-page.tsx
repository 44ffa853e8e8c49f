import { PageHeader } from '@/components/page-header';
import { ChangePasswordCard } from '@/features/auth/components/change-password-form';
import { ProfileSections } from '../components/profile-sections';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';

export default function ProfilePage() {
  const t = useTexts('customers', CUSTOMERS_UI);
  return (
    <div className="space-y-6">
      <PageHeader title={t.myProfile} description={t.profileIntro} />
      <ProfileSections />
      <ChangePasswordCard />
    </div>
  );
}
