import { ADMIN_USERS_UI } from '@livra/shared/ui/admin-users';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordCard } from '@/features/auth/components/change-password-form';
import { ProfileSections } from '@/features/customers/components/profile-sections';
import { useSession } from '@/lib/auth';
import { useTexts } from '@/lib/i18n';

/** The admin's and the partner's own account (spec 02 §2: name, phone, photo, password). */
export default function AccountPage() {
  const { user } = useSession();
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  const header =
    user?.role === 'partner'
      ? { eyebrow: t.partnerEyebrow, description: t.partnerAccountText }
      : { eyebrow: t.adminEyebrow, description: t.adminAccountText };
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={header.eyebrow} title={t.myProfile} description={header.description} />
      <ProfileSections />
      <ChangePasswordCard />
    </div>
  );
}
