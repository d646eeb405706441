import { useRef } from 'react';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { saveFile } from '../../ui/download.ts';
import { definitionFileName, definitionJson, readDefinitionFile, type DefinitionFileRead } from './definitionFile.ts';
import { useTranslation } from '../../i18n/index.ts';

/**
 * Export JSON (the draft, which is the published definition until something changes) and Import
 * JSON (a chosen file into the draft, its size checked before it is read).
 */
export function DefinitionFileButtons({ source, onRead }: { source: ModelSource; onRead: (read: DefinitionFileRead, fileName: string) => void }) {
  const { t } = useTranslation('model');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="button" onClick={() => saveFile(new Blob([definitionJson(source)], { type: 'application/json' }), definitionFileName(source))}>
        {t('exportJson')}
      </button>
      <button type="button" className="button" onClick={() => input.current?.click()}>{t('importJson')}</button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('files.chooseFile')}
        data-testid="model-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void readDefinitionFile(file).then((read) => onRead(read, file.name));
        }}
      />
    </>
  );
}
