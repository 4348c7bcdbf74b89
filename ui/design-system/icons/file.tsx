import { Icon, type IconProps } from "./icon";

export const FileIcon = (props: IconProps) => <Icon {...props} d="M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z M14 3v5h5M9 13h6M9 17h6" />;
