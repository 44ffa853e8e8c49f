import { z } from '@hono/zod-openapi';
import { UPLOAD_MESSAGES, profileUpdateSchema, customerProfileSchema } from '@livra/shared';
import { createRouter, currentUser, defineRoute } from '@/http/router';
import { component, errorResponses, jsonContent, patchBody } from '@/http/schemas';
import * as service from './profile.service';

const tags = ['Profil'] as const;
// Every role has a profile page.
const access = ['authenticated'] as const;

const ProfileSchema = component(customerProfileSchema, 'Profile');
const PhotoForm = z.object({
  file: z
    .instanceof(File, { error: UPLOAD_MESSAGES.fileMissing })
    .openapi({ type: 'string', format: 'binary', description: 'JPG, PNG, WebP ou GIF, 5 Mo au plus' }),
});

export const profileRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'get',
      path: '/me/profile',
      operationId: 'getMyProfile',
      access,
      tags,
      summary: 'Mon profil',
      responses: { 200: jsonContent(ProfileSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.getProfile(c.get('deps').db, currentUser(c).id), 200),
  )
  .openapi(
    defineRoute({
      method: 'patch',
      path: '/me/profile',
      operationId: 'updateMyProfile',
      access,
      tags,
      summary: 'Modifier mon profil',
      description: 'Nom, téléphone, adresse, date de naissance, genre. Un champ vide est effacé.',
      request: { body: patchBody(profileUpdateSchema) },
      responses: { 200: jsonContent(ProfileSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.updateProfile(c.get('deps').db, currentUser(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    defineRoute({
      method: 'post',
      path: '/me/profile/photo',
      operationId: 'uploadMyProfilePhoto',
      access,
      tags,
      summary: 'Changer ma photo de profil (multipart, champ `file`) ; renvoie son adresse',
      request: { body: { required: true, content: { 'multipart/form-data': { schema: PhotoForm } } } },
      responses: { 200: jsonContent(z.object({ profileImage: z.string() })), ...errorResponses },
    }),
    async (c) => {
      const profileImage = await service.replaceProfilePhoto(
        c.get('deps'),
        currentUser(c).id,
        c.req.valid('form').file,
      );
      return c.json({ profileImage }, 200);
    },
  );
