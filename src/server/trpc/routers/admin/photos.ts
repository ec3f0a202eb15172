// Photo uploads (staff; the storefront photo: admins, like the business settings it belongs to).
import { TRPCError } from '@trpc/server';
import { AppError } from '@/server/errors';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import { rebuildAfter } from '@/server/pages/revalidation';
import { uploadPhoto } from '@/server/services/admin/photos';
import { photoUploadSchema } from './photos-schema';

export const adminPhotosRouter = createTRPCRouter({
  upload: staffProcedure.input(photoUploadSchema).mutation(({ ctx, input }) => {
    if (input.target === 'storefront' && ctx.user.role !== 'ADMIN') throw new TRPCError({ code: 'FORBIDDEN', cause: new AppError('FORBIDDEN', 'common:errors.forbidden') });
    return rebuildAfter(ctx.res, uploadPhoto(ctx.db, ctx.user.id, input));
  }),
});
