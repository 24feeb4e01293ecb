import { useEffect } from 'react';

/**
 * Keeps the document's title and meta description in step with the page shown. The server puts
 * the same values into the first HTML; this keeps them right after client-side navigation.
 */
export function useDocumentHead(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
