// An album item's tracks in the item form (docs/collections.md): each with its title, length
// (typed, or read from the file by the browser when left empty) and a player of its audio file,
// moved up and down by its buttons (focus stays with the moved track) and removed; a track is
// added by uploading an audio file or choosing one the library holds, up to the album's limit.
// Each change is announced through the dialog's status line.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ACCEPTED_AUDIO_TYPES, type FileRecord, isAudioRecord } from '../../../shared/api/files';
import { MAX_TRACKS_PER_ALBUM } from '../../../shared/limits';
import { readAudioDuration } from '../../content/audio-duration';
import {
  addTrack,
  changeTrack,
  durationText,
  moveTrack,
  removeTrack,
  type TrackDraft,
  trackLimitText,
} from '../../content/track-list';
import { createFilesClient, type FilesClient } from '../../files/client';
import { SelectField, TextField } from '../commerce/FormBits';
import { Feedback } from '../Feedback';

export interface TracksFieldProps {
  readonly value: readonly TrackDraft[];
  readonly onChange: (value: readonly TrackDraft[]) => void;
  readonly error?: string;
  readonly announce: (text: string) => void;
  /** The files API; the real one by default (tests pass a fake). */
  readonly files?: FilesClient;
  /** Reads an audio file's length; the browser's <audio> by default. */
  readonly readDuration?: (url: string) => Promise<number | null>;
}

type Direction = -1 | 1;
const MOVE: Readonly<Record<Direction, string>> = { [-1]: 'up', 1: 'down' };

export function TracksField(props: TracksFieldProps) {
  const { value, announce } = props;
  const files = useMemo(() => props.files ?? createFilesClient(), [props.files]);
  const readDuration = props.readDuration ?? readAudioDuration;
  const [library, setLibrary] = useState<readonly FileRecord[]>([]);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState(false);
  const [focusAfter, setFocusAfter] = useState<{ key: string; by: Direction } | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const latest = useRef(value);
  latest.current = value;
  const full = value.length >= MAX_TRACKS_PER_ALBUM;

  useEffect(() => {
    let current = true;
    void files.list().then((answer) => {
      if (current && answer.ok) setLibrary(answer.value.filter(isAudioRecord));
    });
    return () => {
      current = false;
    };
  }, [files]);

  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    const row = rows.current.get(focusAfter.key);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])];
    const same = buttons.find((button) => button.dataset.move === MOVE[focusAfter.by]);
    (same && !same.disabled ? same : buttons.find((button) => !button.disabled))?.focus();
  }, [focusAfter]);

  const fileOf = (id: string) => library.find((file) => file.id === id);
  /** Every change goes through here, so a length read later applies to the list as it is now. */
  const update = (next: readonly TrackDraft[]) => {
    latest.current = next;
    props.onChange(next);
  };

  function add(file: FileRecord) {
    const next = addTrack(latest.current, file);
    if (next === latest.current) return;
    const track = next.at(-1)!;
    update(next);
    announce(`Added track ${next.length}: ${track.title}.`);
    void readDuration(file.url).then((seconds) => {
      const now = latest.current.find((candidate) => candidate.key === track.key);
      const text = durationText(seconds);
      if (now && now.duration === '' && text !== '') {
        update(changeTrack(latest.current, track.key, { duration: text }));
      }
    });
  }

  async function upload(file: File) {
    setProblem('');
    setUploading(true);
    const answer = await files.upload(file);
    setUploading(false);
    if (!answer.ok) {
      setProblem(answer.message);
      return;
    }
    setLibrary((was) => [answer.value, ...was]);
    add(answer.value);
  }

  function move(index: number, by: Direction) {
    const track = value[index]!;
    update(moveTrack(value, index, by));
    setFocusAfter({ key: track.key, by });
    announce(`${track.title || 'The track'} is now track ${index + by + 1} of ${value.length}.`);
  }

  function remove(index: number) {
    const track = value[index]!;
    update(removeTrack(value, track.key));
    announce(`Removed track ${index + 1}: ${track.title || 'untitled'}.`);
  }

  return (
    <fieldset className="field content-tracks">
      <legend className="field-label">Tracks</legend>
      <p className="field-help">{trackLimitText(value.length)}</p>
      {value.length > 0 ? (
        <ol className="content-track-list">
          {value.map((track, index) => {
            const number = index + 1;
            const file = fileOf(track.fileId);
            return (
              <li
                key={track.key}
                ref={(row) => {
                  if (row) rows.current.set(track.key, row);
                  else rows.current.delete(track.key);
                }}
              >
                <TextField
                  label={`Title of track ${number}`}
                  value={track.title}
                  onChange={(title) => update(changeTrack(value, track.key, { title }))}
                />
                <TextField
                  label={`Length of track ${number}`}
                  help="Minutes and seconds, like 3:25; read from the file when left empty."
                  value={track.duration}
                  onChange={(duration) => update(changeTrack(value, track.key, { duration }))}
                />
                {file ? (
                  // biome-ignore lint/a11y/useMediaCaption: the owner's own track, heard to check it; no captions exist
                  <audio
                    controls
                    preload="none"
                    src={file.url}
                    aria-label={`Listen to track ${number}, ${file.name}`}
                  />
                ) : (
                  <p className="empty-hint">
                    {library.length > 0 ? 'Its file is no longer in the library.' : ''}
                  </p>
                )}
                <div className="content-track-actions">
                  {([-1, 1] as const).map((by) => (
                    <button
                      key={by}
                      type="button"
                      className="button button-quiet"
                      data-move={MOVE[by]}
                      disabled={index + by < 0 || index + by >= value.length}
                      onClick={() => move(index, by)}
                    >
                      {`Move track ${number} ${MOVE[by]}`}
                    </button>
                  ))}
                  <button
                    type="button"
                    className="button button-quiet"
                    onClick={() => remove(index)}
                  >
                    {`Remove track ${number}`}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {props.error ? <Feedback tone="error">{props.error}</Feedback> : null}
      {full ? null : (
        <div className="content-track-add">
          <label className="commerce-field">
            <span className="field-label">{uploading ? 'Uploading…' : 'Upload a track'}</span>
            <input
              type="file"
              accept={ACCEPTED_AUDIO_TYPES}
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
          {library.length > 0 ? (
            <>
              <SelectField
                label="Or a file from the library"
                value={chosen}
                choices={[
                  { value: '', label: 'Choose an audio file' },
                  ...library.map((file) => ({ value: file.id, label: file.name })),
                ]}
                onChange={setChosen}
              />
              <button
                type="button"
                className="button"
                disabled={chosen === ''}
                onClick={() => {
                  const file = fileOf(chosen);
                  if (file) add(file);
                  setChosen('');
                }}
              >
                Add track
              </button>
            </>
          ) : null}
        </div>
      )}
      {problem ? <Feedback tone="error">{problem}</Feedback> : null}
    </fieldset>
  );
}
