import { MESSAGES } from '@livra/shared/messages';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useReviewOrder } from '../api';

/** 1 to 5 stars and a few words, once the order is delivered. */
export function ReviewForm({ orderId }: { orderId: string }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewOrder();
  const t = useTexts('orders', ORDERS_UI);
  const message = useMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError(MESSAGES.ratingInvalid);
    setError(null);
    review.mutate(
      { id: orderId, rating, review: text.trim() || undefined },
      {
        onSuccess: () => toast.success(MESSAGES.reviewSent),
        onError: (failure) =>
          toast.error(MESSAGES.errorTitle, { description: errorMessage(failure, MESSAGES.reviewError) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t.yourRating}</legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
                aria-label={t.stars(value)}
              />
              <Star
                aria-hidden
                className={cn('size-7', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-stone-300')}
              />
            </label>
          ))}
          <span className="ml-2 text-sm text-muted-foreground">{t.ratingWord(rating)}</span>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {message(error)}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="review-text">{t.yourReviewOptional}</Label>
        <Textarea
          id="review-text"
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="text-right text-xs text-muted-foreground">{text.length} / 1000</p>
      </div>
      <Button type="submit" className="h-11" loading={review.isPending}>
        {t.sendReview}
      </Button>
    </form>
  );
}

/** A review already given. */
export function ReviewView({ rating, review }: { rating: number; review: string | null }) {
  const t = useTexts('orders', ORDERS_UI);
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-0.5">
        <span className="sr-only">{t.stars(rating)}</span>
        {[1, 2, 3, 4, 5].map((value) => (
          <Star
            key={value}
            aria-hidden
            className={cn('size-5', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-stone-300')}
          />
        ))}
      </p>
      {review && <p className="text-sm">{t.quoted(review)}</p>}
    </div>
  );
}
