import { LoadError } from '@/components/load-error';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api';
import { ProfileForm } from './profile-form';
import { ProfilePhotoCard } from './profile-photo-card';
import { placeholderKeys } from '@/lib/utils';

/** Photo and personal details of the signed-in user, whatever their role. */
export function ProfileSections() {
  const profile = useProfile();
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <ProfileSkeleton />;
  return (
    <>
      <ProfilePhotoCard name={profile.data.name} email={profile.data.email} photo={profile.data.profileImage} />
      <ProfileForm profile={profile.data} />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <>
      <Card>
        <CardContent className="flex items-center gap-4 pt-4 sm:pt-5">
          <Skeleton className="size-24 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-4 pt-4 sm:grid-cols-2 sm:pt-5">
          {placeholderKeys(6).map((key) => (
            <div key={key} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </CardContent>
      </Card>
    </>
  );
}
