/** Several files arrive as one pick: antd asks about each, with the whole list; the last one hands the list on. */
export function pickerProps(onPick: (files: File[]) => void) {
  return {
    multiple: true,
    showUploadList: false,
    beforeUpload: (file: File, list: File[]) => {
      if (file === list[list.length - 1]) onPick(list);
      return false;
    },
  };
}
