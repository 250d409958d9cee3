export { FileDropzone, type FileDropzoneProps } from './file-dropzone';
export { uploadFile } from './upload-file';
export { useWaitForUploads } from './uploads-in-flight';
