import type { Classification, DocumentDto } from '@csw/contracts';
import { Card, SectionTitle, Tabs } from '@csw/ui';
import type { ThinkApi } from '../../api/think-api';
import type { DocumentsState, SelectedDocument } from './use-documents';
import { DocumentPicker } from './document-picker';
import { UploadFiles } from './upload-files';

export type SourceMode = 'existing' | 'upload';

export interface SourcePanelProps {
  api: ThinkApi;
  signedIn: boolean;
  mode: SourceMode;
  onMode: (mode: SourceMode) => void;
  documents: DocumentsState;
  selected: ReadonlyMap<string, SelectedDocument>;
  selectionRevision: number;
  onToggle: (document: SelectedDocument) => void;
  onClear: () => void;
  classification: Classification;
  onClassification: (level: Classification) => void;
  attachments: readonly DocumentDto[];
  onUploaded: (document: DocumentDto) => void;
  onRemove: (document: DocumentDto) => void;
}

/** Where the documents come from: the library ('Vector Database (n)') or new uploads. */
export function SourcePanel(props: SourcePanelProps) {
  const { mode, onMode, documents } = props;
  return (
    <Card aria-labelledby="think-sources-title">
      <SectionTitle id="think-sources-title">Documents</SectionTitle>
      <Tabs
        label="Document source"
        tabs={[
          { id: 'existing', label: `Vector Database (${documents.libraryTotal ?? '...'})` },
          { id: 'upload', label: 'Upload New Files' },
        ]}
        selected={mode}
        onSelect={onMode}
      >
        {mode === 'existing' ? (
          <DocumentPicker
            api={props.api}
            documents={documents}
            selected={props.selected}
            selectionRevision={props.selectionRevision}
            onToggle={props.onToggle}
            onClear={props.onClear}
          />
        ) : (
          <UploadFiles
            api={props.api}
            signedIn={props.signedIn}
            classification={props.classification}
            onClassification={props.onClassification}
            attachments={props.attachments}
            onUploaded={props.onUploaded}
            onRemove={props.onRemove}
          />
        )}
      </Tabs>
    </Card>
  );
}
