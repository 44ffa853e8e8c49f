import { newPartnerResultSchema, newPartnerSchema } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { errorResponses, jsonBody, jsonContent } from '@/http/schemas';
import { createPartner } from './admin-partners.service';

export const adminPartnersRoutes = createRouter().openapi(
  defineRoute({
    method: 'post',
    path: '/admin/partners',
    access: ['admin'],
    tags: ['Administration — utilisateurs'],
    summary:
      'Ajouter un partenaire : compte (mot de passe choisi par l’administrateur), profil, commerce et ses catégories de menu, en une transaction',
    request: { body: jsonBody(newPartnerSchema) },
    responses: { 201: jsonContent(newPartnerResultSchema, 'Partenaire ajouté'), ...errorResponses },
  }),
  async (c) => c.json(await createPartner(c.get('deps'), currentUser(c).id, c.req.valid('json')), 201),
);
