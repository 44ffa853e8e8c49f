import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /api/newsletter`: 201 subscribed, 200 already subscribed; both answer a French message. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/newsletter', { email }),
  });
}
