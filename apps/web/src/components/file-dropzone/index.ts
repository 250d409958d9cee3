export { FileDropzone, type FileDropzoneProps } from './file-dropzone';
export { uploadFile } from './upload-file';
