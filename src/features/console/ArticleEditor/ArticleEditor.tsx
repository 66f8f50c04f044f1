import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichText, richTextClassName } from '@/components/RichText';
import { useTranslation } from '@/i18n/react';
import * as styles from './ArticleEditor.css';
import { toolbarIcons } from './toolbarIcons';

export interface ArticleEditorProps {
  /** The body to start from, as stored. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads a picture for the body and gives its address; a refusal rejects with its message. */
  onUploadImage: (file: File) => Promise<string>;
  readOnly: boolean;
  /** The body's label, for the editable area's name. */
  label: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Headings keep the ids they came with: a handbook's or an agreement's table of contents links to them, and
 * shared addresses name them (the server gives new headings ids of their own when it saves).
 */
const HeadingIds = Extension.create({
  name: 'headingIds',
  addGlobalAttributes() {
    return [
      {
        types: ['heading'],
        attributes: {
          id: {
            default: null,
            parseHTML: (element) => element.getAttribute('id'),
            renderHTML: (attributes) => (attributes.id ? { id: attributes.id as string } : {}),
          },
        },
      },
    ];
  },
});

/** The formatting the site's article page can show, no more: what the server keeps when it sanitises. */
function extensionsFor() {
  return [
    HeadingIds,
    StarterKit.configure({
      // h1 is kept as written: agreements open with their own title, which the site's page leaves out.
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      link: { openOnClick: false, autolink: true, protocols: ['https', 'http'], defaultProtocol: 'https' },
    }),
    Image.configure({ inline: false }),
  ];
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onImage, uploading }: { editor: Editor; onImage: () => void; uploading: boolean }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = window.prompt(t('admin.news.editor.linkPrompt'), 'https://');
    if (href && /^https?:\/\/\S+$/.test(href.trim())) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('admin.news.editor.toolbar')}>
      <ToolButton label={t('admin.news.editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </ToolButton>
      <ToolButton label={t('admin.news.editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </ToolButton>
      <span className={styles.divider} aria-hidden />
      <ToolButton
        label={t('admin.news.editor.heading2')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label={t('admin.news.editor.heading3')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton
        label={t('admin.news.editor.bulletList')}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        {toolbarIcons.bulletList}
      </ToolButton>
      <ToolButton
        label={t('admin.news.editor.orderedList')}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        {toolbarIcons.orderedList}
      </ToolButton>
      <ToolButton label={t('admin.news.editor.quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        {toolbarIcons.quote}
      </ToolButton>
      <span className={styles.divider} aria-hidden />
      <ToolButton label={t('admin.news.editor.link')} active={state.link} onClick={link}>
        {toolbarIcons.link}
      </ToolButton>
      <ToolButton
        label={uploading ? t('admin.news.editor.imageUploading') : t('admin.news.editor.image')}
        disabled={uploading}
        onClick={onImage}
      >
        {toolbarIcons.image}
      </ToolButton>
      <span className={styles.divider} aria-hidden />
      <ToolButton label={t('admin.news.editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        {toolbarIcons.undo}
      </ToolButton>
      <ToolButton label={t('admin.news.editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        {toolbarIcons.redo}
      </ToolButton>
    </div>
  );
}

/**
 * The article body's rich-text editor: headings, emphasis, lists, quotes, links and uploaded pictures, each
 * kept by the server's sanitiser. A staff member who may only read sees the body as the site shows it.
 */
export function ArticleEditor({
  initialHtml,
  onChange,
  onUploadImage,
  readOnly,
  label,
  invalid,
  describedBy,
}: ArticleEditorProps) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: extensionsFor(),
    content: initialHtml,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: `${styles.content} ${richTextClassName()}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  async function insertImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    setUploading(true);
    setUploadError(null);
    try {
      const src = await onUploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  if (readOnly) return <RichText html={initialHtml} className={styles.readOnly} />;
  return (
    <div className={[styles.frame, invalid ? styles.invalid : ''].join(' ')}>
      {editor ? <Toolbar editor={editor} uploading={uploading} onImage={() => picker.current?.click()} /> : null}
      <EditorContent editor={editor} className={styles.body} />
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        onChange={(event) => void insertImage(event)}
        data-testid="article-image-input"
      />
      {uploadError ? (
        <p role="alert" className={styles.uploadError}>
          {uploadError}
        </p>
      ) : null}
    </div>
  );
}
