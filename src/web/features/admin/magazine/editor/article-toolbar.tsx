import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import Box from '@mui/material/Box';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  ARTICLE_ALIGNMENTS,
  ARTICLE_FONT_FAMILIES,
  ARTICLE_FONTS,
  ARTICLE_HEADING_LEVELS,
  ARTICLE_SIZES,
  type ArticleAlignment,
} from '../../../../../shared/magazine/article-formats';

type ToolbarProps = {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  onVideo: () => void;
};

const alignIcons: Record<ArticleAlignment, ReactNode> = {
  left: <FormatAlignLeftIcon fontSize="small" />,
  center: <FormatAlignCenterIcon fontSize="small" />,
  right: <FormatAlignRightIcon fontSize="small" />,
  justify: <FormatAlignJustifyIcon fontSize="small" />,
};

/** What the buttons show as pressed, read on every change of the editor's state. */
function readState(editor: Editor) {
  const font = (editor.getAttributes('articleFont').font as string | undefined) ?? 'sans';
  const size = (editor.getAttributes('articleSize').size as string | undefined) ?? 'normal';
  const block = editor.isActive('heading')
    ? `h${editor.getAttributes('heading').level as number}`
    : editor.isActive('paragraph')
      ? 'p'
      : '';
  const align =
    (editor.getAttributes(editor.isActive('heading') ? 'heading' : 'paragraph').align as
      string | null) ?? 'left';
  return {
    block,
    font,
    size,
    align,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    code: editor.isActive('code'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    image: editor.isActive('figureImage'),
  };
}

/**
 * The editor's toolbar (seed 001's formats, from shared/magazine/article-formats.ts): one tab stop,
 * the arrow keys, Home and End move between its buttons (the ARIA toolbar pattern); each button is
 * named, and a format's button says whether it is on. It wraps onto more rows on a narrow screen.
 */
export function ArticleToolbar({ editor, onLink, onImage, onVideo }: ToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readState(current) });
  const toolbar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  // One button is in the tab order: the last one used.
  useLayoutEffect(() => {
    toolbar.current?.querySelectorAll('button').forEach((button, index) => {
      button.tabIndex = index === current ? 0 : -1;
    });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = Array.from(toolbar.current?.querySelectorAll('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + buttons.length) % buttons.length;
    setCurrent(target);
    buttons[target]?.focus();
  };

  const chain = () => editor.chain().focus();

  return (
    <Box
      ref={toolbar}
      role="toolbar"
      aria-label="Formatting"
      aria-controls="article-content"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const buttons = Array.from(toolbar.current?.querySelectorAll('button') ?? []);
        const at = buttons.indexOf(event.target as unknown as HTMLButtonElement);
        if (at >= 0 && at !== current) setCurrent(at);
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      <Tool
        label="Paragraph"
        pressed={state.block === 'p'}
        onClick={() => chain().setParagraph().run()}
      >
        P
      </Tool>
      {ARTICLE_HEADING_LEVELS.map((level) => (
        <Tool
          key={level}
          label={`Heading ${level}`}
          pressed={state.block === `h${level}`}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          H{level}
        </Tool>
      ))}
      <Divider />
      {ARTICLE_FONTS.map((font) => (
        <Tool
          key={font.key}
          label={`Font: ${font.label}`}
          pressed={state.font === font.key}
          onClick={() => chain().setArticleFont(font.key).run()}
          fontFamily={ARTICLE_FONT_FAMILIES[font.key]}
        >
          {font.label.split(' ')[0]}
        </Tool>
      ))}
      <Divider />
      {ARTICLE_SIZES.map((size) => (
        <Tool
          key={size.key}
          label={`Size: ${size.label}`}
          pressed={state.size === size.key}
          onClick={() => chain().setArticleSize(size.key).run()}
        >
          {size.label}
        </Tool>
      ))}
      <Divider />
      <Tool
        label="Bold"
        shortcut="Ctrl+B"
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool
        label="Italic"
        shortcut="Ctrl+I"
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool
        label="Underline"
        shortcut="Ctrl+U"
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlinedIcon fontSize="small" />
      </Tool>
      <Tool
        label="Strike"
        shortcut="Ctrl+Shift+S"
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <StrikethroughSIcon fontSize="small" />
      </Tool>
      <Tool
        label="Inline code"
        shortcut="Ctrl+E"
        pressed={state.code}
        onClick={() => chain().toggleCode().run()}
      >
        <CodeIcon fontSize="small" />
      </Tool>
      <Divider />
      <Tool
        label="Blockquote"
        shortcut="Ctrl+Shift+B"
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteIcon fontSize="small" />
      </Tool>
      <Tool
        label="Code block"
        shortcut="Ctrl+Alt+C"
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <DataObjectIcon fontSize="small" />
      </Tool>
      <Divider />
      {ARTICLE_ALIGNMENTS.map((align) => (
        <Tool
          key={align}
          label={`Align ${align}`}
          pressed={state.align === align}
          onClick={() => chain().setArticleAlign(align).run()}
        >
          {alignIcons[align]}
        </Tool>
      ))}
      <Divider />
      <Tool
        label="Bulleted list"
        shortcut="Ctrl+Shift+8"
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool
        label="Numbered list"
        shortcut="Ctrl+Shift+7"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
      <Tool label="Outdent" onClick={() => chain().outdentArticle().run()}>
        <FormatIndentDecreaseIcon fontSize="small" />
      </Tool>
      <Tool label="Indent" onClick={() => chain().indentArticle().run()}>
        <FormatIndentIncreaseIcon fontSize="small" />
      </Tool>
      <Divider />
      <Tool label="Link" pressed={state.link} onClick={onLink}>
        <LinkIcon fontSize="small" />
      </Tool>
      <Tool label={state.image ? 'Picture description' : 'Picture'} onClick={onImage}>
        <AddPhotoAlternateIcon fontSize="small" />
      </Tool>
      <Tool label="Video" onClick={onVideo}>
        <OndemandVideoIcon fontSize="small" />
      </Tool>
    </Box>
  );
}

type ToolProps = {
  label: string;
  /** A format that is on or off: said by aria-pressed. Absent for an action. */
  pressed?: boolean;
  shortcut?: string;
  onClick: () => void;
  /** The font a font's button is shown in. */
  fontFamily?: string;
  children: ReactNode;
};

function Tool({ label, pressed, shortcut, onClick, fontFamily, children }: ToolProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
      title={shortcut ? `${label} (${shortcut})` : label}
      // Keeps the editor's selection: the button acts on it and gives the focus back.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{
        minWidth: 36,
        height: 36,
        px: 0.75,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 1,
        borderColor: pressed ? 'primary.main' : 'transparent',
        borderRadius: 1,
        bgcolor: pressed ? 'action.selected' : 'transparent',
        color: pressed ? 'primary.dark' : 'text.primary',
        font: 'inherit',
        fontFamily: fontFamily ?? 'inherit',
        fontSize: '0.85rem',
        fontWeight: 600,
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {children}
    </Box>
  );
}

function Divider() {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider', mx: 0.25 }}
    />
  );
}
