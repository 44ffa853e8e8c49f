import type { AdminQuickSearch } from '@livra/shared/admin-home';
import { ADMIN_HOME_UI } from '@livra/shared/ui/admin-home';
import { Bike, Building2, Search, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQuickSearch } from '../admin-home-api';
import { ADMIN_LINKS } from './admin-links';

/**
 * Users, businesses and drivers from the first character typed (spec 02 §5: quick search from
 * 1 character); the request waits for a 200 ms pause in typing (spec 02 §9).
 */
export function QuickSearch() {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const search = useQuickSearch(q);
  const results = q ? search.data : undefined;

  return (
    <div className="space-y-3">
      <label className="relative block">
        <span className="sr-only">{t.searchLabel}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t.searchPlaceholder}
          maxLength={100}
          className="pl-9"
        />
      </label>
      <div aria-live="polite" aria-busy={search.isFetching}>
        {!q ? (
          <p className="text-sm text-muted-foreground">{t.searchHint}</p>
        ) : search.isError && !search.data ? (
          <p className="text-sm text-destructive">{errorMessage(search.error)}</p>
        ) : !results ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> {t.searching}
          </p>
        ) : (
          <Results results={results} />
        )}
      </div>
    </div>
  );
}

function Results({ results }: { results: AdminQuickSearch }) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  const none = results.users.length + results.businesses.length + results.drivers.length === 0;
  if (none) return <p className="text-sm text-muted-foreground">{t.noResults}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Group icon={Users} title={t.users} count={results.users.length}>
        {results.users.map((user) => (
          <ResultLink
            key={user.id}
            to={ADMIN_LINKS.user(user.email)}
            picture={<Avatar name={user.name} src={user.profileImage} className="size-8" />}
            title={user.name}
            subtitle={user.email}
            badge={t.roles[user.role]}
            inactive={!user.isActive}
          />
        ))}
      </Group>
      <Group icon={Building2} title={t.businesses} count={results.businesses.length}>
        {results.businesses.map((business) => (
          <ResultLink
            key={business.id}
            to={ADMIN_LINKS.business(business.name)}
            picture={<Avatar name={business.name} src={business.logo} className="size-8 rounded-md" />}
            title={business.name}
            subtitle={business.address ?? '—'}
            inactive={!business.isActive}
          />
        ))}
      </Group>
      <Group icon={Bike} title={t.drivers} count={results.drivers.length}>
        {results.drivers.map((driver) => (
          <ResultLink
            key={driver.id}
            to={ADMIN_LINKS.driver(driver.phone)}
            picture={<Avatar name={driver.name} src={driver.avatarUrl} className="size-8" />}
            title={driver.name}
            subtitle={driver.phone}
            inactive={!driver.isActive}
          />
        ))}
      </Group>
    </div>
  );
}

function Group({
  icon: Icon,
  title,
  count,
  children,
}: {
  icon: typeof Users;
  title: string;
  count: number;
  children: ReactNode;
}) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-1 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Icon aria-hidden className="size-3.5" /> {title}
      </h3>
      {count === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul className="space-y-0.5">{children}</ul>
      )}
    </section>
  );
}

function ResultLink(props: {
  to: string;
  picture: ReactNode;
  title: string;
  subtitle: string;
  badge?: string;
  inactive: boolean;
}) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  return (
    <li>
      <Link to={props.to} className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted">
        {props.picture}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{props.title}</span>
          <span className="block truncate text-xs text-muted-foreground">{props.subtitle}</span>
        </span>
        {props.inactive ? (
          <Badge variant="destructive">{t.inactive}</Badge>
        ) : (
          props.badge && <Badge variant="secondary">{props.badge}</Badge>
        )}
      </Link>
    </li>
  );
}
