import { z } from '@hono/zod-openapi';
import { newPartnerResultSchema, newPartnerSchema, UPLOAD_MESSAGES } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { createPartner, setPartnerPhoto } from './admin-partners.service';

const tags = ['Administration — utilisateurs'] as const;

const PhotoForm = z.object({
  file: z
    .instanceof(File, { error: UPLOAD_MESSAGES.fileMissing })
    .openapi({ type: 'string', format: 'binary', description: 'JPG, PNG, WebP ou GIF, 5 Mo au plus' }),
});

export const adminPartnersRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: '/admin/partners',
      operationId: 'createAdminPartner',
      access: ['admin'],
      tags,
      summary: 'Ajouter un partenaire',
      description:
        'Compte (mot de passe choisi par l’administrateur), profil, commerce et ses catégories de menu, en une transaction.',
      request: { body: jsonBody(newPartnerSchema) },
      responses: { 201: jsonContent(newPartnerResultSchema, 'Partenaire ajouté'), ...errorResponses },
    }),
    async (c) => c.json(await createPartner(c.get('deps'), currentUser(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/admin/partners/{id}/photo',
      operationId: 'uploadAdminPartnerPhoto',
      access: ['admin'],
      tags,
      summary: 'Photo de profil d’un partenaire (multipart, champ `file`) ; renvoie son adresse',
      request: {
        params: z.object({ id: z.uuid({ error: 'Identifiant invalide' }) }),
        body: { required: true, content: { 'multipart/form-data': { schema: PhotoForm } } },
      },
      responses: { 200: jsonContent(z.object({ profileImage: z.string() })), ...errorResponses },
    }),
    async (c) => {
      const profileImage = await setPartnerPhoto(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('form').file,
      );
      return c.json({ profileImage }, 200);
    },
  );
