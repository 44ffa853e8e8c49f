import type { Translation } from '@livra/shared/locale';
import { ADMIN_PUBLIC_CONTENT_UI, type Block } from '@livra/shared/ui/admin-public-content';
import { Lightbulb } from 'lucide-react';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useTexts } from '@/lib/i18n';

/** /articles: practical guides for customers, with a table of contents. */
export default function ArticlesPage() {
  const t = useTexts('adminPublicContent', ADMIN_PUBLIC_CONTENT_UI);
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t.articlesTitle} description={t.articlesDescription} />
      <nav aria-label={t.contents} className="mb-10">
        <ul className="grid gap-3 sm:grid-cols-2">
          {t.articles.map((article) => (
            <li key={article.slug}>
              <a
                href={`#${article.slug}`}
                className="flex h-full flex-col gap-1 rounded-lg border bg-card p-4 shadow-xs transition hover:border-brand-200 hover:shadow-md"
              >
                <span className="font-semibold text-primary">{article.title}</span>
                <span className="text-sm text-muted-foreground">{article.summary}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-12">
        {t.articles.map((article) => (
          <article
            key={article.slug}
            id={article.slug}
            aria-labelledby={`${article.slug}-title`}
            className="scroll-mt-36"
          >
            <h2 id={`${article.slug}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
              {article.title}
            </h2>
            <p className="mt-1 text-muted-foreground">{article.summary}</p>
            <div className="mt-4 space-y-4 leading-relaxed text-stone-800">
              {article.blocks.map((block, index) => (
                <ArticleBlock key={index} block={block} />
              ))}
            </div>
          </article>
        ))}
      </div>
    </PageContainer>
  );
}

function ArticleBlock({ block }: { block: Translation<Block> }) {
  if ('paragraph' in block) return <p>{block.paragraph}</p>;
  if ('tip' in block) {
    return (
      <p className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        <Lightbulb aria-hidden className="size-5 shrink-0 text-brand-600" />
        {block.tip}
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-600`}>
      {block.list.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </List>
  );
}
