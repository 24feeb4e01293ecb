import { paths } from '../../../../shared/config/paths';
import { AdminPage } from '../components/admin-page';
import { BackToManageBlogs } from './components/back-to-manage-blogs';

/** /dashboard/blogPost: a stand-in until the article editor lands (issue 24). */
export default function BlogPostPage() {
  return (
    <AdminPage title={paths.adminBlogPost.title} intro="The article editor is not available yet.">
      <BackToManageBlogs />
    </AdminPage>
  );
}
