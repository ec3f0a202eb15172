import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { ProjectsScreen } from '@/features/admin/showcase/ProjectsScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.projects' }, () => <ProjectsScreen />);
