import { Card, SectionTitle, Tabs } from '@csw/ui';
import type { ThinkApi } from '../../api/think-api';
import type { DocumentsState } from './use-documents';
import { DocumentPicker, type DocumentChoice } from './document-picker';
import { UploadFiles, type UploadChoice } from './upload-files';

export type SourceMode = 'existing' | 'upload';

/** Where the analysis's documents come from, as the screen holds it. */
export interface SourcesState extends UploadChoice {
  mode: SourceMode;
  setMode(mode: SourceMode): void;
  selection: DocumentChoice;
}

export interface SourcePanelProps {
  api: ThinkApi;
  signedIn: boolean;
  documents: DocumentsState;
  sources: SourcesState;
}

/** Where the documents come from: the library ('Vector Database (n)') or new uploads. */
export function SourcePanel({ api, signedIn, documents, sources }: SourcePanelProps) {
  return (
    <Card aria-labelledby="think-sources-title">
      <SectionTitle id="think-sources-title">Documents</SectionTitle>
      <Tabs
        label="Document source"
        tabs={[
          { id: 'existing', label: `Vector Database (${documents.libraryTotal ?? '...'})` },
          { id: 'upload', label: 'Upload New Files' },
        ]}
        selected={sources.mode}
        onSelect={sources.setMode}
      >
        {sources.mode === 'existing' ? (
          <DocumentPicker api={api} documents={documents} selection={sources.selection} />
        ) : (
          <UploadFiles api={api} signedIn={signedIn} uploads={sources} />
        )}
      </Tabs>
    </Card>
  );
}
