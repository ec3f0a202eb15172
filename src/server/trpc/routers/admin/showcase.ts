// Gallery projects and testimonials (staff). A save rebuilds the home page or the area page that shows the row.
import { createTRPCRouter, staffProcedure } from '../../trpc';
import { rebuildAfter } from '@/server/pages/revalidation';
import { createProject, createTestimonial, listProjects, listTestimonials, updateProject, updateTestimonial } from '@/server/services/admin/showcase';
import { projectFields, projectUpdateSchema, testimonialFields, testimonialUpdateSchema } from './showcase-schema';

export const adminProjectsRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listProjects(ctx.db)),
  create: staffProcedure.input(projectFields).mutation(({ ctx, input }) => rebuildAfter(ctx.res, createProject(ctx.db, ctx.user.id, input))),
  update: staffProcedure.input(projectUpdateSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, updateProject(ctx.db, ctx.user.id, input))),
});

export const adminTestimonialsRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listTestimonials(ctx.db)),
  create: staffProcedure.input(testimonialFields).mutation(({ ctx, input }) => rebuildAfter(ctx.res, createTestimonial(ctx.db, ctx.user.id, input))),
  update: staffProcedure.input(testimonialUpdateSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, updateTestimonial(ctx.db, ctx.user.id, input))),
});
