import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { TestimonialsScreen } from '@/features/admin/showcase/TestimonialsScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.testimonials' }, () => <TestimonialsScreen />);
