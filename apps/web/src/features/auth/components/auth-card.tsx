import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

/** The narrow card of a sign-in or password page, with the page's one heading. */
export function AuthCard({ icon: Icon, title, description, children }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-bold leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
