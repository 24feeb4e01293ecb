import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { articleFormatStyles } from '../../../../../shared/magazine/article-formats';
import { blogAdminMessages } from '../../../../../shared/schemas/blog-admin';
import { ApiError } from '../../../../lib/api-client';
import { uploadImage } from '../../api/upload-image';
import { articleExtensions } from './article-extensions';
import { ArticleToolbar } from './article-toolbar';
import { cleanPastedHtml, dataUrlFile } from './clean-pasted-html';
import { ImageDialog, type ImageRequest } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { VideoDialog } from './video-dialog';

type ArticleEditorProps = {
  /** The HTML the editor opens with (read once; later changes come through `onReady`'s editor). */
  initialContent: string;
  onChange: (html: string) => void;
  /** The editor, once made: the form sets its content when a draft or revision is restored. */
  onReady: (editor: Editor) => void;
  /** Pasted pictures are being uploaded: the form waits before saving. */
  onUploadingChange: (uploading: boolean) => void;
  /** The form's problem with the content ('Please enter blog content'). */
  error?: string;
  inputRef: (element: HTMLElement | null) => void;
};

const images = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

/**
 * The article's body: TipTap (decision 36) with the toolbar and its dialogs. Pictures pasted or
 * dropped as files go through the picture dialog (uploaded, then described); pictures inside
 * pasted HTML are uploaded at once and shown meanwhile from a local `blob:` address, which the
 * uploaded one replaces.
 */
export function ArticleEditor({
  initialContent,
  onChange,
  onReady,
  onUploadingChange,
  error,
  inputRef,
}: ArticleEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [imageRequest, setImageRequest] = useState<ImageRequest | null>(null);
  const [uploads, setUploads] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);

  // Each picture in pasted HTML: shown from a blob: address, uploaded, then given its address.
  const uploadPasted = (dataUrl: string): string | null => {
    const file = dataUrlFile(dataUrl);
    if (!file) return null;
    const local = URL.createObjectURL(file);
    setUploads((count) => count + 1);
    setUploadError(null);
    const settle = (src: string | null) => {
      const editor = editorRef.current;
      if (editor && !editor.isDestroyed) {
        const { tr } = editor.state;
        editor.state.doc.descendants((node, pos) => {
          if (node.type.name !== 'figureImage' || node.attrs.src !== local) return;
          const at = tr.mapping.map(pos);
          if (src) tr.setNodeMarkup(at, undefined, { ...node.attrs, src });
          else tr.delete(tr.mapping.map(pos - 1), tr.mapping.map(pos + node.nodeSize + 1));
        });
        editor.view.dispatch(tr);
      }
      URL.revokeObjectURL(local);
      setUploads((count) => count - 1);
    };
    uploadImage(file, 'blog_images').then(
      (image) => settle(image.url),
      (caught: unknown) => {
        settle(null);
        setUploadError(
          caught instanceof ApiError ? caught.message : blogAdminMessages.somethingWentWrong,
        );
      },
    );
    return local;
  };

  const editor = useEditor({
    extensions: articleExtensions(),
    content: initialContent,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: 'article-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': 'article-content-label',
        'aria-describedby': 'article-content-help',
        spellcheck: 'true',
      },
      transformPastedHTML: (html) => cleanPastedHtml(html, uploadPasted),
      handlePaste: (_view, event) => {
        const files = images(event.clipboardData?.files);
        // A copied picture may come with HTML that names it (a web page): the HTML path uploads it.
        if (files.length === 0 || event.clipboardData?.getData('text/html')) return false;
        event.preventDefault();
        setImageRequest({ kind: 'insert', file: files[0] });
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = images(event.dataTransfer?.files);
        if (moved || files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) editorRef.current?.commands.setTextSelection(at.pos);
        setImageRequest({ kind: 'insert', file: files[0] });
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  useEffect(() => {
    if (!editor) return;
    editorRef.current = editor;
    onReady(editor);
    inputRef(editor.view.dom);
    return () => inputRef(null);
    // Once per editor: the callbacks are the form's and stable enough for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  useEffect(() => onUploadingChange(uploads > 0), [uploads, onUploadingChange]);

  const openImage = () => {
    if (editor?.isActive('figureImage')) {
      setImageRequest({
        kind: 'describe',
        alt: (editor.getAttributes('figureImage').alt as string | null) ?? '',
      });
    } else setImageRequest({ kind: 'insert' });
  };

  return (
    <Box>
      <Box
        id="article-content-label"
        component="span"
        sx={{ display: 'block', mb: 0.5, fontWeight: 600, color: error ? 'error.main' : undefined }}
      >
        Content *
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'grey.400',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
        }}
      >
        {editor && (
          <ArticleToolbar
            editor={editor}
            onLink={() => setLinkOpen(true)}
            onImage={openImage}
            onVideo={() => setVideoOpen(true)}
          />
        )}
        <Box
          sx={{
            '& .tiptap': {
              minHeight: 320,
              p: 2,
              outline: 'none',
              lineHeight: 1.7,
              overflowWrap: 'anywhere',
              '& img, & iframe': { maxWidth: '100%' },
              '& img.ProseMirror-selectednode, & iframe.ProseMirror-selectednode': {
                outline: '3px solid',
                outlineColor: 'primary.main',
              },
              '& figure': { mx: 0 },
              '& blockquote': { borderLeft: 4, borderColor: 'grey.300', pl: 2, ml: 0 },
              '& pre': { bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflowX: 'auto' },
              '& table': { borderCollapse: 'collapse' },
              '& th, & td': { border: 1, borderColor: 'grey.300', px: 1 },
              ...articleFormatStyles(),
            },
          }}
        >
          {editor ? (
            <EditorContent editor={editor} />
          ) : (
            <Box role="status" sx={{ p: 2, color: 'text.secondary' }}>
              Loading the editor…
            </Box>
          )}
        </Box>
      </Box>
      <FormHelperText id="article-content-help" error={Boolean(error)}>
        {error ??
          'Paste from Word or Google Docs keeps only the article formats; pasted pictures are uploaded.'}
      </FormHelperText>
      <Box role="status" aria-live="polite">
        {uploads > 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {blogAdminMessages.uploadingImage}
          </Alert>
        )}
      </Box>
      {uploadError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      )}
      {editor && (
        <>
          <LinkDialog
            open={linkOpen}
            initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
            onSave={(href) => {
              setLinkOpen(false);
              if (editor.state.selection.empty && !editor.isActive('link')) {
                // Nothing selected: the address itself becomes the link's text.
                editor
                  .chain()
                  .focus()
                  .insertContent({
                    type: 'text',
                    text: href,
                    marks: [{ type: 'link', attrs: { href } }],
                  })
                  .run();
              } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            }}
            onRemove={() => {
              setLinkOpen(false);
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
            }}
            onClose={() => setLinkOpen(false)}
          />
          <VideoDialog
            open={videoOpen}
            onInsert={(video) => {
              setVideoOpen(false);
              editor.chain().focus().insertArticleVideo(video).run();
            }}
            onClose={() => setVideoOpen(false)}
          />
          <ImageDialog
            request={imageRequest}
            onInsert={(image) => {
              setImageRequest(null);
              editor.chain().focus().insertArticleImage(image).run();
            }}
            onDescribe={(alt) => {
              setImageRequest(null);
              editor.chain().focus().updateAttributes('figureImage', { alt }).run();
            }}
            onClose={() => setImageRequest(null)}
          />
        </>
      )}
    </Box>
  );
}
