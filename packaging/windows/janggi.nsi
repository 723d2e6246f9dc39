; The Windows installer of Janggi, for NSIS 3 (Debian's nsis package builds it on Linux).
; scripts/release.sh makes it:
;   makensis -INPUTCHARSET UTF8 -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DFILES=DIR -DICON=janggi.ico \
;            -DOUTFILE=janggi-0.1.0-windows-amd64-setup.exe packaging/windows/janggi.nsi
; where DIR is the Windows release's folder (janggi.exe, janggi-window.exe, HOW-TO-PLAY.txt,
; LICENSE, licenses\). packaging/pack's TestInstallerScript checks what it writes and removes.
;
; It installs for the player alone, without administrator rights: the programs in
; %LOCALAPPDATA%\Programs\Janggi, a Start-menu shortcut (a desktop one if chosen), the .gib file
; type (and Janggi among the programs that open .pgn), all under HKEY_CURRENT_USER, and an
; uninstaller that "Apps" (Settings) lists and that takes all of it away again. The settings and
; the game in progress (%APPDATA%\janggi) are the player's and stay, as on Linux.

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION | VERSION4 | FILES | ICON | OUTFILE
  !error "define VERSION, VERSION4, FILES, ICON and OUTFILE (see the top of this file)"
!endif

!define PROGID "Janggi.Record"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Janggi"

Name "Janggi 장기"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Janggi"
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"
BrandingText "Janggi ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "Janggi 장기"
VIAddVersionKey /LANG=0 "FileDescription" "Janggi 장기 (Korean chess) installer"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "the Janggi authors"
VIAddVersionKey /LANG=0 "LegalCopyright" "Copyright (c) the Janggi authors, MIT licence"

!include "MUI2.nsh"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\janggi-window.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; The first language is the default; Windows' own language picks Korean where it is Korean.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Korean"

LangString GameSection ${LANG_ENGLISH} "Janggi"
LangString GameSection ${LANG_KOREAN} "장기"
LangString DesktopSection ${LANG_ENGLISH} "Desktop shortcut"
LangString DesktopSection ${LANG_KOREAN} "바탕 화면 바로 가기"
LangString RecordType ${LANG_ENGLISH} "Janggi game record"
LangString RecordType ${LANG_KOREAN} "장기 기보"

Section "$(GameSection)" SecGame
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${FILES}\janggi.exe"
  File "${FILES}\janggi-window.exe"
  File "${FILES}\HOW-TO-PLAY.txt"
  File "${FILES}\LICENSE"
  File /r "${FILES}\licenses"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; The window is the GUI program: no console opens beside the game.
  CreateShortCut "$SMPROGRAMS\Janggi.lnk" "$INSTDIR\janggi-window.exe" "" "$INSTDIR\janggi-window.exe" 0

  ; .gib is Janggi's own record: opened with the game. PGN is chess's too: Janggi is offered
  ; among the programs that open it, and takes it only where nothing else does.
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(RecordType)"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" '"$INSTDIR\janggi-window.exe",0'
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\janggi-window.exe" --open "%1"'
  WriteRegStr HKCU "Software\Classes\.gib" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.gib" "Content Type" "application/x-janggi-gib"
  WriteRegStr HKCU "Software\Classes\.gib" "PerceivedType" "text"
  WriteRegStr HKCU "Software\Classes\.gib\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\.pgn\OpenWithProgids" "${PROGID}" ""

  ; What Settings > Apps lists, and how it uninstalls.
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "Janggi 장기"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "the Janggi authors"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" '"$INSTDIR\janggi-window.exe",0'
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
  SectionGetSize ${SecGame} $0
  WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" $0

  ; Explorer shows the new file type's icon and program at once.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section /o "$(DesktopSection)" SecDesktop
  CreateShortCut "$DESKTOP\Janggi.lnk" "$INSTDIR\janggi-window.exe" "" "$INSTDIR\janggi-window.exe" 0
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\janggi.exe"
  Delete "$INSTDIR\janggi-window.exe"
  Delete "$INSTDIR\HOW-TO-PLAY.txt"
  Delete "$INSTDIR\LICENSE"
  RMDir /r "$INSTDIR\licenses"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\Janggi.lnk"
  Delete "$DESKTOP\Janggi.lnk"

  ; .gib goes back to what it was: its program only if it is still Janggi (the player may have
  ; chosen another since), and the keys only if nothing else is left in them.
  ReadRegStr $0 HKCU "Software\Classes\.gib" ""
  StrCmp $0 "${PROGID}" 0 gibTaken
    DeleteRegValue HKCU "Software\Classes\.gib" ""
    DeleteRegValue HKCU "Software\Classes\.gib" "Content Type"
    DeleteRegValue HKCU "Software\Classes\.gib" "PerceivedType"
  gibTaken:
  DeleteRegValue HKCU "Software\Classes\.gib\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.gib\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.gib"
  DeleteRegValue HKCU "Software\Classes\.pgn\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.pgn\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.pgn"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "${UNINSTKEY}"

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
