// The collection-list block types (journal 7, index 11, collection link 12, tag cloud 14, comments
// 16, folder 17, summary 20, calendar 26, posts by author 27, by tag 28, by category 29, by month
// 30, rss 49, summary v2 55, tour dates 59, album 60, archive 61): one definition per row of
// collections.ts, each with a title, its collection path where it reads one, and its own settings.
import { familyDefinition, type Setting } from '../family';
import type { BlockSchemaDefinition } from '../types';
import { COLLECTIONS, type CollectionInfo } from './collections';
import { type CollectionListSettings, collectionSetting, LIST_SETTINGS } from './list-settings';

const FOLDER_FIELD = {
  label: 'Folder',
  help: "The address of a folder of the site's navigation, such as /more.",
};

function listSettings(info: CollectionInfo): Setting[] {
  return [
    LIST_SETTINGS.title,
    ...(info.collection === undefined
      ? []
      : [collectionSetting(info.collection, info.readsFolder ? FOLDER_FIELD : undefined)]),
    ...info.settings.map((key) => LIST_SETTINGS[key]),
  ];
}

export const collectionListSchemas: readonly BlockSchemaDefinition<CollectionListSettings>[] =
  COLLECTIONS.map((info) =>
    familyDefinition<CollectionListSettings>(info.type, listSettings(info)),
  );
