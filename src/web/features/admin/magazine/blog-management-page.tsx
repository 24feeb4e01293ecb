import { paths } from '../../../../shared/config/paths';
import { AdminPage } from '../components/admin-page';
import { BackToManageBlogs } from './components/back-to-manage-blogs';

/** /dashboard/blogManagement: a stand-in until the article list lands (issue 24). */
export default function BlogManagementPage() {
  return (
    <AdminPage
      title={paths.adminBlogManagement.title}
      intro="The article list is not available yet."
    >
      <BackToManageBlogs />
    </AdminPage>
  );
}
