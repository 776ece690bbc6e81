; Inno Setup 6 script for the Windows installer: EverdellDesktop-<version>-setup.exe.
; Installs per user (no administrator rights): %LOCALAPPDATA%\Programs\Everdell Desktop, a
; Start-menu entry, an optional desktop icon and an uninstaller (Settings > Apps).
;
; Build it with packaging/windows_installer.py, which passes the names from packaging/metadata.py
; and the paths (/DAppName=... /DAppVersion=... /DSourceDir=... and so on; see REQUIRED there).

#if !Defined(AppName) || !Defined(AppVersion) || !Defined(FileVersion) || !Defined(AppPublisher) || !Defined(AppExe) || !Defined(InstallerName) || !Defined(SourceDir) || !Defined(OutputDir) || !Defined(IconFile) || !Defined(LicenseFile) || !Defined(SaveSuffix) || !Defined(SaveTypeName)
  #error Run packaging/windows_installer.py: it defines the names and paths this script needs
#endif

[Setup]
; A fixed id (never change it) so that a newer version upgrades this one in place.
AppId={{6F1B8C0E-5E0A-4C77-9D4B-2E7C1B6A9E31}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
#ifdef AppURL
; The repository the release was built from (windows_installer.py: GitHub's variables).
AppPublisherURL={#AppURL}
AppSupportURL={#AppURL}/issues
AppUpdatesURL={#AppURL}/releases
#endif
VersionInfoVersion={#FileVersion}
VersionInfoCopyright=Copyright (c) 2026 {#AppPublisher}
; Qt 6 needs Windows 10 1809 or later: older systems get a clear message instead of a crash.
MinVersion=10.0.17763
; The licence page: the app's licence and every notice of what the bundle carries.
LicenseFile={#LicenseFile}
; Saved games open in the app by a double-click (the Registry section); Explorer is told at once.
ChangesAssociations=yes
; Per-user install: no UAC prompt, {autopf} is the user's own Programs folder.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename={#InstallerName}-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
#ifdef Sign
; windows_installer.py defines the "everdell" sign tool (/Severdell=signtool sign ... $f) when a
; certificate is configured: the setup and its uninstaller are then signed too.
SignTool=everdell
SignedUninstaller=yes
#endif

[Languages]
; The setup speaks the languages of the window; the language dialog picks the system's.
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "korean"; MessagesFile: "compiler:Languages\Korean.isl"

[Registry]
; Per-user file association (HKA is HKCU in this per-user install), removed by the uninstaller.
Root: HKA; Subkey: "Software\Classes\{#SaveSuffix}"; ValueType: string; ValueName: ""; ValueData: "EverdellDesktop.Save"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#SaveSuffix}\OpenWithProgids"; ValueType: string; ValueName: "EverdellDesktop.Save"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\EverdellDesktop.Save"; ValueType: string; ValueName: ""; ValueData: "{#SaveTypeName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\EverdellDesktop.Save\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\EverdellDesktop.Save\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: a file of the old version left in _internal (an old Qt
; plugin, say) would be loaded by the new one.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

